"""Report mails of a project: the weekly report and the monthly report, their deliveries and unsubscribes."""
