$servers = [web1, web2]
$servers.each |$facts| {
  notice($facts)
}
