# lang_node_definitions: several names in one definition
node 'www1.example.com', 'www2.example.com', 'playground.example.com' {
  notify { 'web node': }
}
