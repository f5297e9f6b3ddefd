$v = '1.2.3'
if $v =~ /^(\d+)\.(\d+)\.(\d+)$/ {
  $major = Integer($1)
  notice("major ${major} minor ${2} patch $3")
}
notice(versioncmp($v, '1.10.0'))
case $v {
  /^1\./: { notice("one: ${0}") }
  default: { notice('other') }
}
notice(SemVer($v) > SemVer('1.2.0'))
