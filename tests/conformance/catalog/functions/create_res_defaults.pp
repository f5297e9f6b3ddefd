$files = {
  '/tmp/one' => { 'content' => 'one' },
  '/tmp/two' => { 'content' => 'two', 'mode' => '0600' },
}
$defaults = { 'ensure' => 'file', 'mode' => '0644', 'owner' => 'root' }
create_resources('file', $files, $defaults)
notice(File['/tmp/two']['mode'])
