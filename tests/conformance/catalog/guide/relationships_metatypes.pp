file { '/etc/motd':
  ensure  => file,
  content => "Welcome to ${facts['networking']['fqdn']}\n",
  before  => Notify['after'],
}
notify { 'after': }
notify { 'z': } -> notify { 'y': } <- notify { 'w': }
Notify['z'] ~> Notify['after']
resources { 'user': purge => true, unless_system_user => true }
schedule { 'daily': period => daily, range => '2 - 4' }
tidy { '/tmp': age => '1w', recurse => 1 }
