notice(String(-255, '%x'), String(-255, '%#x'), String(-1, '%x'), String(-256, '%x'), String(-255, '%X'))
notice(String(-255, '%+x'), String(-255, '% x'), String(-1, '%08x'), String(-1, '%.8x'), String(-1, '%8x'))
