# template: ssh/templates/ssh_config.erb
# variables: as the reference renders it for Class[Ssh::Client::Config] when it compiles tests/erb/exercise/ssh.pp
class ssh::client::config {
  $options = {'Host *' => {'SendEnv' => 'LANG LC_*', 'HashKnownHosts' => 'yes'}, 'Host *.example.com' => {'User' => 'deploy', 'ForwardAgent' => 'yes'}, 'ServerAliveInterval' => 60, 'SendEnv' => ['LANG', 'LC_*']}
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include ssh::client::config
