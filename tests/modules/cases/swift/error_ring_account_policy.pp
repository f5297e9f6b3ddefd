ring_account_device { '1:10.0.0.21:6002/sdb': zone => 1, weight => 1 }
