# lang_node_definitions: regular expressions as node names
node /^www\d+$/ {
  notice('a web server')
}
node /example\.com$/ {
  notice('a node in example.com')
}
node default {
  notice('default')
}
