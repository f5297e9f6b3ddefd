nova_flavor { 'm1.tiny':
  project      => 'f8b10f53',
  project_name => 'admin',
}
