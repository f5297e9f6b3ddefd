notice(Timestamp('20160906'))
