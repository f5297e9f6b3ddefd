['UTC', 'EST', '+05:00', '-0800', 'Z', 'CEST', 'JST'].each |$z| {
  notice("${z}: ${strftime(Timestamp('2016-09-06T12:00:00 UTC'), '%F %T %z %:z %Z', $z)}")
}
