glance_image { 'img':
  ensure       => present,
  project_name => 'admin',
  project_id   => 'f8b10f53-8f1a-4d2c-a4f5-6b0d6b4ba111',
}
