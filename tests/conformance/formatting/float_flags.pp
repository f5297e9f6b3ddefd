notice(String(1.5, '%+f'), String(1.5, '% f'), String(-1.5, '% f'), String(1.5, '%+08.2f'), "${String(-1.5, '%-8.1f')}|", String(1.5, '%#.0f'))
