$files = {
  '/tmp/a' => { ensure => file, content => 'a' },
  '/tmp/b' => { ensure => file, mode => '0600' },
}
create_resources('file', $files, { owner => 'root' })
$files.each |$path, $attrs| { notice("${path}: ${attrs}") }
