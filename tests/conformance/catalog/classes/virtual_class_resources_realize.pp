class accounts {
  @user { 'alice': ensure => present }
  @user { 'bob': ensure => present }
}
class devs {
  realize(User['alice'])
}
include accounts, devs
