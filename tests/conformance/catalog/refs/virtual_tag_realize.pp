class accounts {
  @user { 'alice': ensure => present, tag => ['admins', 'dev'] }
  @user { 'bob': ensure => present, tag => ['dev'] }
  @user { 'carol': ensure => present, tag => ['ops'] }
}
include accounts
User <| tag == 'dev' and title != 'bob' |>
User <| tag == 'ops' |> { shell => '/bin/zsh' }
