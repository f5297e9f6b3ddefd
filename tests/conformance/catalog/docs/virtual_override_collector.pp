# lang_collectors: amending attributes with a collector
package { ['openssl', 'openssh-server']:
  ensure => installed,
  tag    => 'security',
}
Package <| tag == 'security' |> {
  ensure => latest,
}
