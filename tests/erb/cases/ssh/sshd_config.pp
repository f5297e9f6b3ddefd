# template: ssh/templates/sshd_config.erb
# variables: as the reference renders it for Class[Ssh::Server::Config] when it compiles tests/erb/exercise/ssh.pp
class ssh::server {
  $merged_options = {'ChallengeResponseAuthentication' => 'no', 'X11Forwarding' => 'yes', 'PrintMotd' => 'no', 'AcceptEnv' => 'LANG LC_*', 'Subsystem' => 'sftp /usr/lib/openssh/sftp-server', 'UsePAM' => 'yes', 'PasswordAuthentication' => 'no', 'PermitRootLogin' => 'no', 'AllowGroups' => ['admins', 'users'], 'Match User www-data' => {'ChrootDirectory' => '/var/www', 'ForceCommand' => 'internal-sftp'}}
}
class ssh::server::config {
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include ssh::server
include ssh::server::config
