define check($range, $versions) {
  $r = SemVerRange($range)
  notice("${range}: ${versions.map |$v| { "${v}=${SemVer($v) =~ $r}" }.join(' ')}")
}
check { 'a': range => '1.2.3', versions => ['1.2.3', '1.2.4', '1.2.3-a', '1.2.3+b'] }
check { 'b': range => '=1.2.3', versions => ['1.2.3', '1.2.2'] }
check { 'c': range => '>1.2.3', versions => ['1.2.3', '1.2.4', '2.0.0', '1.2.4-a'] }
check { 'd': range => '>=1.2.3', versions => ['1.2.2', '1.2.3', '9.0.0'] }
check { 'e': range => '<1.2.3', versions => ['1.2.2', '1.2.3', '0.0.1', '1.2.3-a'] }
check { 'f': range => '<=1.2.3', versions => ['1.2.3', '1.2.4', '1.2.3-a'] }
check { 'g': range => '~1.2.3', versions => ['1.2.3', '1.2.9', '1.3.0', '1.2.2'] }
check { 'h': range => '~1.2', versions => ['1.2.0', '1.2.9', '1.3.0'] }
check { 'i': range => '~1', versions => ['1.0.0', '1.9.0', '2.0.0'] }
check { 'j': range => '^1.2.3', versions => ['1.2.3', '1.9.0', '2.0.0', '1.2.2'] }
check { 'k': range => '^0.2.3', versions => ['0.2.3', '0.2.9', '0.3.0'] }
check { 'l': range => '^0.0.3', versions => ['0.0.3', '0.0.4', '0.1.0'] }
check { 'm': range => '1.x', versions => ['1.0.0', '1.99.0', '2.0.0', '0.9.0'] }
check { 'n': range => '1.2.x', versions => ['1.2.0', '1.2.99', '1.3.0'] }
check { 'o': range => '*', versions => ['0.0.0', '99.0.0', '1.0.0-a'] }
check { 'p': range => '1.2.3 - 2.3.4', versions => ['1.2.3', '2.3.4', '2.3.5', '1.2.2'] }
check { 'q': range => '1.2 - 2.3', versions => ['1.2.0', '2.3.0', '2.3.9', '2.4.0'] }
check { 'r': range => '>=1.0.0 <1.5.0 || >=2.0.0', versions => ['1.2.0', '1.7.0', '2.1.0'] }
check { 's': range => '>1.2', versions => ['1.2.9', '1.3.0'] }
check { 't': range => '<=1.2', versions => ['1.2.9', '1.3.0'] }
check { 'u': range => '>1', versions => ['1.9.9', '2.0.0'] }
check { 'v': range => '<1', versions => ['0.9.9', '1.0.0'] }
check { 'w': range => '~> 1.2', versions => ['1.2.5', '1.3.0'] }
check { 'x': range => '>= 1.2.3', versions => ['1.2.3', '1.2.2'] }
check { 'y': range => '>=1.2.3-beta', versions => ['1.2.3-alpha', '1.2.3-beta', '1.2.3-rc', '1.2.4-rc', '1.2.3'] }
check { 'z': range => '1.2.3-beta.2 - 1.2.4', versions => ['1.2.3-beta.3', '1.2.4-alpha', '1.2.4'] }
