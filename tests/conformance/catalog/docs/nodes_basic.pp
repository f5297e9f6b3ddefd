# lang_node_definitions: node definitions, the default node
class common { notify { 'common': } }
class apache { notify { 'apache': } }
class mysql { notify { 'mysql': } }
node 'www1.example.com' {
  include common
  include apache
}
node 'db1.example.com' {
  include common
  include mysql
}
node default {
  include common
}
