class role::web {
  include profile::nginx
}
class profile::nginx {
  notify { 'nginx-config': }
}
include role::web
