class scoped($value = 'default') {
  notice($value)
}
$myvar = 'classvar'
include scoped
