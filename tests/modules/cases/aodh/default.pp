include aodh
