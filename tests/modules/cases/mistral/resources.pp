mistral_config { 'DEFAULT/debug':
  value => true,
}
mistral_config { 'database/connection':
  value  => 'mysql+pymysql://mistral:secret@localhost/mistral',
  secret => true,
}
mistral_config { 'DEFAULT/obsolete':
  ensure => absent,
}
mistral_workflow { 'my_workflow':
  ensure          => present,
  definition_file => '/home/workflows/my_workflow.yaml',
  is_public       => true,
}
mistral_workflow { 'updated_workflow':
  ensure          => latest,
  definition_file => '/home/workflows/updated.yaml',
  id              => '0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9',
  is_public       => false,
}
mistral_workflow { 'old_workflow':
  ensure => absent,
}
