$file_ownership = {
  "owner" => "root",
  "group" => "wheel",
  "mode"  => "0644",
}
file { "/etc/passwd":
  ensure => file,
  *      => $file_ownership,
}
notice(File['/etc/passwd'][owner])
