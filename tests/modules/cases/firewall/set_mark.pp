# With the node's iptables_version at 1.8.9 (a fact of the module: the agent's Facter asks
# iptables), set_mark takes a mask and random_fully is managed.
firewall { '100 mark with a mask':
  table    => 'mangle',
  chain    => 'PREROUTING',
  jump     => 'MARK',
  set_mark => '0x1/0xff',
}
firewall { '101 snat fully random':
  table        => 'nat',
  chain        => 'POSTROUTING',
  jump         => 'MASQUERADE',
  random_fully => true,
}
