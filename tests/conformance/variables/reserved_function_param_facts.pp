function report($facts) {
  "os: ${facts}"
}
notice(report(linux))
