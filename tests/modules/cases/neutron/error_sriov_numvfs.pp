neutron_agent_sriov_numvfs { 'eth1': ensure => present }
