class a {
  $x = 1
  case $x { 1: { 'one' } default: { 'other' } }
}
include a
