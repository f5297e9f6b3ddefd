class scoped($x = lookup('var_local')) {
  $local_var = 'class scope'
  notice(lookup('var_local'))
  notice($x)
}
$local_var = 'top'
include scoped
