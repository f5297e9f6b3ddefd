include ceilometer
class { 'ceilometer::agent::polling':
  manage_polling => true,
  polling_config => {
    'sources' => [
      { 'name' => 'all', 'interval' => 60, 'meters' => ['cpu', 'memory.usage'] },
    ],
  },
}
