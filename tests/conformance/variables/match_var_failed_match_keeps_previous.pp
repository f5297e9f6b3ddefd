if 'abc' =~ /(a)/ {
  if 'xyz' =~ /(q)/ { notice('no') }
  notice("still ${1}")
}
