import { graphql } from '../../gql';

export const RevenueReportDocument = graphql(`
  query RevenueReport($from: Date!, $to: Date!, $groupBy: RevenueGrouping!) {
    revenueReport(from: $from, to: $to, groupBy: $groupBy) {
      from
      to
      groupBy
      rows {
        key
        label
        orders
        revenue
        vat
      }
      total {
        key
        label
        orders
        revenue
        vat
      }
      previousTotal {
        key
        label
        orders
        revenue
        vat
      }
    }
  }
`);

export const TeacherReportDocument = graphql(`
  query TeacherReport($from: Date!, $to: Date!) {
    teacherReport(from: $from, to: $to) {
      from
      to
      total
      active
      registrations {
        key
        count
      }
      byProvince {
        key
        count
      }
      byLanguage {
        key
        count
      }
      bySchool {
        key
        count
      }
      byGroup {
        key
        count
      }
    }
  }
`);

export const SubscriptionReportDocument = graphql(`
  query SubscriptionReport {
    subscriptionReport {
      total
      byPackage {
        key
        count
      }
      byStatus {
        key
        count
      }
      byGrade {
        key
        count
      }
    }
  }
`);
