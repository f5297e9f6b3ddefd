class c {}
create_resources('@class', { 'c' => {} })
