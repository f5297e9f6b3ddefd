if 'abc123' =~ /([a-z]+)(\d+)/ {
  notice("${1}/${2}")
  if 'x' =~ /(x)/ { notice($1) }
  notice($1)
}
notice("out: [${1}]")
