$csv = "web01, web02,db01 ,  cache01,web01"
$hosts = $csv.split(/\s*,\s*/).map |$h| { $h.strip }.unique.sort
notice($hosts)
notice($hosts.filter |$h| { $h =~ /^web/ }.map |$h| { "${h}.example.com" }.join(' '))
notice($hosts.group_by |$h| { regsubst($h, /\d+$/, '') })
notice($hosts.partition |$h| { $h.match(/^db/) })
