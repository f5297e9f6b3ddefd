include stdlib
include stdlib::stages
class late {
  notify { 'late': }
}
class { 'late': stage => 'deploy' }
