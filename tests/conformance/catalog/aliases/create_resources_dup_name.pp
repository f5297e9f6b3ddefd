$users = {
  'a' => { 'name' => 'admin' },
  'b' => { 'name' => 'admin' },
}
create_resources('user', $users)
