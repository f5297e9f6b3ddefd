$h = {'a' => 1}
notice(String($h, '%[h'), String($h, '%(h'), String($h, '%<h'), String($h, '%|h'), String($h, '% h'))
