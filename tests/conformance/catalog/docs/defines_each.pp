# lang_iteration: declaring defined resources in a loop
define user_home($shell = '/bin/bash') {
  notify { "home for ${title} with ${shell}": }
}
$users = ['alice', 'bob', 'carol']
$users.each |$u| {
  user_home { $u: }
}
