// factsetdata.js: the preset fact sets' facts, from engine/facts/NAME.json (the files the engine
// compiles in), for the Node panel's view; a chunk loaded by factsets.js on the first need.
import debian12 from '../../engine/facts/debian-12.json';
import ubuntu2204 from '../../engine/facts/ubuntu-22.04.json';
import rhel9 from '../../engine/facts/rhel-9.json';
import rocky8 from '../../engine/facts/rocky-8.json';
import windows2022 from '../../engine/facts/windows-2022.json';
import minimal from '../../engine/facts/minimal.json';

export const FACT_SET_DATA = {
  'debian-12': debian12, 'ubuntu-22.04': ubuntu2204, 'rhel-9': rhel9, 'rocky-8': rocky8,
  'windows-2022': windows2022, minimal,
};
