mistral_workflow { 'wf': ensure => installed }
