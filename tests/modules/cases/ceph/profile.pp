class { 'ceph::profile::params':
  fsid                => '4b5c8c0a-ff60-454b-a1b4-9747aa737d19',
  release             => 'nautilus',
  authentication_type => 'cephx',
  mon_initial_members => 'first, second',
  mon_host            => '10.11.12.2:6789, 10.11.12.3:6789',
  public_network      => '10.11.12.0/24',
  cluster_network     => '10.12.13.0/24',
  mon_key             => 'AQATGHJTUCBqIBAA7M2yafV1xctn1pgr3GcKPg==',
  client_keys         => {
    'client.admin'         => {
      'secret'  => 'AQBMGHJTkC8HKhAAJ7NH255wYypgm1oVuV41MA==',
      'mode'    => '0600',
      'cap_mon' => 'allow *',
      'cap_osd' => 'allow *',
      'cap_mds' => 'allow *',
    },
    'client.bootstrap-osd' => {
      'secret'       => 'AQARG3JTsDDEHhAAVinHPiqvJkUi5Mww/URupw==',
      'keyring_path' => '/var/lib/ceph/bootstrap-osd/ceph.keyring',
      'cap_mon'      => 'allow profile bootstrap-osd',
    },
  },
  osds                => {
    '/dev/sdb' => { 'bluestore_db' => '/dev/sdc' },
  },
}
include ceph::profile::mon
include ceph::profile::osd
