['abc', 'xyz', 'ABC'].each |$s| {
  case $s {
    Pattern[/^a/]: { notice("${s} starts with a") }
    Pattern[/(?i)^a/]: { notice("${s} starts with A") }
    default: { notice("${s} other") }
  }
}
