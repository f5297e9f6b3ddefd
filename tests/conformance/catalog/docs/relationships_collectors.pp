# lang_relationships: collectors in chains
package { ['curl', 'git']: ensure => installed, tag => 'tools' }
file { '/etc/apt/sources.list.d/tools.list': ensure => file, tag => 'repo' }
File <| tag == 'repo' |> -> Package <| tag == 'tools' |>
