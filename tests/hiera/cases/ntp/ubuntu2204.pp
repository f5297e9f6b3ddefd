['servers', 'package_name', 'service_name', 'service_provider', 'config', 'driftfile', 'keys_file',
 'restrict', 'iburst_enable', 'disable_monitor', 'step_tickers_file', 'pool', 'interfaces'].each |$k| {
  notice("ntp::${k} = ${String(lookup("ntp::${k}", undef, undef, 'NO VALUE'), '%p')}")
}
notice(lookup('ntp::servers', Any, 'unique'))
notice(lookup('ntp::restrict', Any, 'unique'))
