node 'www1.example.com', 'www2.example.com', 'www3.example.com' {
  notice('www')
}
node /^(foo|bar)\.example\.com$/ {
  notice('regex')
}
node default {
  notice('default node')
}
