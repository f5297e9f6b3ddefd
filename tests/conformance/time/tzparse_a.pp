['UTC', 'GMT', 'Z', 'EST', 'EDT', 'CST', 'CDT', 'MST', 'MDT', 'PST', 'PDT', 'CET', 'CEST', 'JST', 'BST', 'IST', 'A', 'M', 'N', 'Y', '+01', '+0130', '-01:30', '+01:30:30', 'utc', 'est'].each |$z| {
  notice("${z}: ${Timestamp("2016-09-06T12:00:00 ${z}")}")
}
