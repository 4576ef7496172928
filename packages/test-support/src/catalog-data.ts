import type { HireTerms } from '@shop/contracts';

/**
 * Demo catalogue: products for sale and hire equipment, each placed in a seeded category by slug
 * (top level: audio-equipment, lighting-equipment, dj-equipment; the rows use their children).
 * Prices in GBP; images are the line drawings in web/public/images/products. Brands are fictional.
 */
export interface SeedProduct {
  name: string;
  slug: string;
  description: string;
  price: number;
  compareAtPrice: number | null;
  imageUrl: string;
  categorySlug: string;
  stock: number;
  rating: number;
  reviewCount: number;
  isNew: boolean;
  isOnSale: boolean;
  isLimited: boolean;
  isLargeHeavy: boolean;
  customShippingCost: number | null;
}

export type SeedHireProduct = SeedProduct & HireTerms;

/*
 * One product a line: category | image | name | price | stock | flags | description.
 * Flags: new, limited, sale=<compare-at price>, heavy=<custom shipping cost, at least 80>, or -.
 */
const SALE = `
speakers | pa-speaker | Vortex V10A Powered Speaker | 329 | 14 | - | 10" two-way powered PA speaker, 800 W peak, DSP presets, pole mount and fly points.
speakers | pa-speaker | Vortex V12A Powered Speaker | 449 | 9 | sale=519 | 12" two-way powered PA speaker with 1,300 W peak, Bluetooth link and a three-channel mixer.
speakers | pa-speaker | Vortex V15A Powered Speaker | 569 | 4 | - | 15" two-way powered speaker for bands and DJs, 1,500 W peak with 132 dB max SPL.
speakers | pa-speaker | Kestrel K8 Compact Monitor | 219 | 22 | new | 8" coaxial stage wedge and compact front-of-house speaker, 400 W class-D.
speakers | pa-speaker | Kestrel K12X Coaxial Wedge | 689 | 3 | new | 12" coaxial floor monitor with a low-profile cabinet and feedback-resistant DSP.
speakers | line-array | Halden LA8 Column Array System | 899 | 6 | sale=1049 | Portable column PA: eight 3" drivers over a 10" sub, ideal for speech and acoustic sets.
speakers | line-array | Halden LA212 Line Array Element | 2450 | 2 | limited heavy=120 | Dual 12" active line array element with 120 x 10 degree dispersion and rigging frame.
speakers | pa-speaker | Kestrel K6 Install Speaker (Pair) | 279 | 0 | - | Passive 6.5" install speakers for bars and studios, 8 ohm or 100 V line, wall brackets included.
subwoofers | subwoofer | Vortex S15A Active Subwoofer | 699 | 7 | - | 15" bass-reflex active sub, 1,600 W peak with adjustable crossover and pole socket.
subwoofers | subwoofer | Vortex S18A Active Subwoofer | 949 | 3 | heavy=95 | 18" active subwoofer with 2,000 W peak output down to 35 Hz, castor board included.
subwoofers | subwoofer | Halden B218 Dual 18" Subwoofer | 2890 | 1 | limited heavy=180 | Dual 18" horn-loaded touring sub with cardioid presets for large rooms and festivals.
subwoofers | subwoofer | Kestrel K12S Compact Sub | 489 | 11 | sale=549 | Compact 12" subwoofer that pairs with K8 and K12X tops for small venues.
subwoofers | subwoofer | Vortex S21A Cardioid Subwoofer | 3390 | 0 | heavy=220 | 21" long-excursion active subwoofer, 137 dB max SPL, network control.
mixers | mixer | Arcline MX12 Analogue Mixer | 349 | 12 | - | 12-channel analogue mixer with four mic preamps, built-in effects and USB audio.
mixers | mixer | Arcline MX16FX Analogue Mixer | 529 | 5 | sale=599 | 16-channel mixer with eight preamps, 100 effects presets, four aux sends and compressors.
mixers | mixer | Arcline DX24 Digital Mixer | 1899 | 4 | new | 24-input digital console with 7" touchscreen, motorised faders and a stage box option.
mixers | mixer | Arcline DX32 Digital Console | 3495 | 2 | limited | 32-channel digital console, 16 mix buses, Dante card slot and iPad remote control.
mixers | mixer | Arcline Stage Box S16 | 1099 | 5 | - | 16 in / 8 out digital stage box over a single Cat5e run, remote-controlled preamps.
mixers | mixer | Arcline MX6 Compact Mixer | 129 | 30 | - | Six-channel compact mixer for podcasts, rehearsals and small PA systems.
microphones | microphone | Sonora D58 Dynamic Vocal Mic | 95 | 40 | - | Cardioid dynamic vocal microphone with a tailored presence peak and steel mesh grille.
microphones | microphone | Sonora D57 Instrument Mic | 89 | 35 | - | Dynamic instrument microphone for guitar amps, snares and brass.
microphones | microphone | Sonora C414 Studio Condenser | 649 | 3 | limited | Large-diaphragm condenser with nine polar patterns, pads and filters.
microphones | microphone | Sonora W1 Wireless Handheld System | 399 | 8 | sale=449 | UHF wireless handheld with 12-hour battery life and automatic frequency scan.
microphones | microphone | Sonora W2 Dual Wireless System | 749 | 2 | new | Two-channel wireless system with handheld and lavalier transmitters in a rack receiver.
microphones | microphone | Sonora DK7 Drum Mic Kit | 459 | 6 | - | Seven-piece drum microphone kit with clips and a flight case.
microphones | microphone | Sonora H10 Headset Microphone | 179 | 0 | - | Omni headset mic for presenters and fitness instructors, TA4F connector.
amplifiers | amplifier | Ampera PA2400 Power Amplifier | 499 | 7 | - | 2 x 1,200 W at 4 ohms class-D amplifier with DSP, limiters and Speakon outputs.
amplifiers | amplifier | Ampera PA4800 Four-Channel Amplifier | 1290 | 3 | new | Four-channel 1,200 W per channel install amplifier with network monitoring.
amplifiers | amplifier | Ampera PA900 Compact Amplifier | 259 | 15 | sale=299 | 2 x 450 W lightweight amplifier for passive monitors and install speakers.
amplifiers | amplifier | Ampera DSP48 Speaker Processor | 389 | 5 | - | Four in, eight out loudspeaker management with crossovers, delay and EQ.
in-ear-monitoring | in-ear-monitor | Sonora IEM One Wireless System | 549 | 6 | - | Stereo wireless in-ear system with bodypack receiver and sound-isolating earphones.
in-ear-monitoring | in-ear-monitor | Sonora IEM Pro Twin Pack | 1149 | 2 | limited | Two bodypacks on one transmitter for duos, with rack kit and antenna splitter.
in-ear-monitoring | in-ear-monitor | Sonora SE3 Triple-Driver Earphones | 299 | 12 | sale=349 | Triple balanced-armature earphones with detachable cable and three tip sizes.
in-ear-monitoring | in-ear-monitor | Sonora P4 Wired Personal Monitor | 159 | 4 | - | Belt-pack headphone amplifier for wired in-ear monitoring from any aux send.
moving-heads | moving-head | Lumenar Spot 150 Moving Head | 599 | 8 | - | 150 W LED spot with gobo and colour wheels, prism and 16-bit pan/tilt.
moving-heads | moving-head | Lumenar Beam 7R Moving Head | 1490 | 3 | new | Sharp 230 W beam with 14 colours, 17 gobos and an 8-facet prism.
moving-heads | moving-head | Lumenar Wash 19x15 Zoom | 899 | 5 | sale=999 | Nineteen 15 W RGBW LEDs with 6-60 degree zoom and pixel effects.
moving-heads | moving-head | Lumenar Hybrid 380 Profile | 3290 | 1 | limited heavy=90 | 380 W hybrid beam/spot/wash with framing shutters, for touring rigs.
moving-heads | moving-head | Lumenar Mini Spot 60 | 249 | 0 | - | Compact 60 W spot for mobile DJs, sound-active or DMX.
led-lighting | led-par | Lumenar Par 7x10 RGBW | 129 | 45 | - | Seven 10 W RGBW LEDs in a slim cast housing, silent convection cooling.
led-lighting | led-par | Lumenar Par 18x12 RGBWA-UV | 219 | 24 | sale=259 | Eighteen 12 W six-in-one LEDs for smooth colour washes, IR remote.
led-lighting | led-par | Lumenar Outdoor Par IP65 | 349 | 9 | new | IP65-rated 12 x 15 W par for outdoor events and architectural washes.
led-lighting | led-bar | Lumenar Pixel Bar 12 | 289 | 10 | - | One-metre batten with twelve individually controllable RGBW pixels.
led-lighting | led-bar | Lumenar Battery Uplighter 6 | 199 | 5 | sale=229 | Wireless DMX battery uplighter with 12-hour runtime for weddings and venues.
led-lighting | led-par | Lumenar Par 4-Pack Bundle | 449 | 2 | limited | Four Par 7x10 fixtures with a bag, a foot controller and DMX cables.
effects-haze | haze-machine | Nebula H700 Haze Machine | 449 | 6 | - | Oil-free water-based hazer for fine, even haze that shows every beam.
effects-haze | haze-machine | Nebula F1500 Fog Machine | 229 | 14 | sale=269 | 1,500 W fog machine with timer remote and DMX, 15,000 cu ft per minute.
effects-haze | haze-machine | Nebula Low Fog LF3 | 899 | 2 | new | Ice-free low-lying fog machine for first dances and stage reveals.
effects-haze | haze-machine | Nebula Haze Fluid 5 L | 39 | 60 | - | Water-based haze fluid, five litres, low residue.
effects-haze | haze-machine | Nebula Spark Fountain Pair | 1190 | 0 | heavy=85 | Cold spark machines, pair, with DMX and a flight case. Trained operators only.
lighting-control | dmx-controller | Helix DMX 192 Controller | 119 | 20 | - | 192-channel DMX console for twelve fixtures, with scenes and chases.
lighting-control | dmx-controller | Helix Command Wing 2U | 1399 | 3 | new | Two-universe lighting console with touchscreen, encoders and fixture library.
lighting-control | dmx-controller | Helix USB-DMX Interface | 149 | 11 | sale=169 | USB to DMX dongle for lighting software on a laptop, one universe.
lighting-control | dmx-controller | Helix Wireless DMX Transceiver | 179 | 5 | - | 2.4 GHz wireless DMX link, switchable transmit or receive, 400 m range.
truss-staging | truss | Trussline F34 Box Truss 2 m | 189 | 30 | - | 290 mm four-point aluminium box truss, 2 m length, conical couplers.
truss-staging | truss | Trussline Goalpost Kit 6 m | 899 | 4 | heavy=110 | 6 m wide, 3.5 m high goalpost with base plates and a crank stand pair.
truss-staging | staging | Stagecraft Deck 2 x 1 m | 349 | 12 | heavy=80 | Aluminium stage deck with anti-slip surface, 750 kg/m2 load, legs sold separately.
truss-staging | staging | Stagecraft Riser Set 4 x 2 m | 1590 | 2 | limited heavy=150 | Complete 4 x 2 m stage with four decks, legs, skirting and steps.
truss-staging | truss | Trussline Crank Stand 5 m | 329 | 0 | heavy=90 | Wind-up stand lifting 120 kg to 5 m, for lighting bars or line arrays.
dj-controllers | dj-controller | Mixwell DDJ-4 Controller | 279 | 18 | - | Four-deck DJ controller with jog wheels, performance pads and a built-in sound card.
dj-controllers | dj-controller | Mixwell DDJ-FLX10 | 1299 | 3 | new | Pro four-channel controller with stem separation, screens and two USB inputs.
dj-controllers | dj-controller | Mixwell Starter Two | 149 | 25 | sale=179 | Two-deck starter controller that runs from a laptop USB port.
dj-controllers | dj-controller | Mixwell Standalone SX | 1799 | 1 | limited | All-in-one standalone system with 10" screen, Wi-Fi streaming and four decks.
dj-players | dj-player | Mixwell CDX-3000 Media Player | 1899 | 4 | - | Club-standard media player with 9" touchscreen, large jog and USB/SD playback.
dj-players | dj-player | Mixwell CDX-900 Media Player | 1099 | 6 | sale=1199 | Media player with hot cues, beat jump and link export from a USB stick.
dj-players | dj-player | Mixwell XP1 Sampler | 299 | 5 | - | Sixteen-pad sampler and sequencer for adding loops and effects to DJ sets.
turntables | turntable | Groove TT1200 Direct-Drive Turntable | 649 | 7 | - | High-torque direct-drive turntable with pitch control and S-shaped tone arm.
turntables | turntable | Groove TT100 Belt-Drive Turntable | 229 | 13 | sale=259 | Belt-drive turntable with USB output for digitising vinyl.
turntables | turntable | Groove Cartridge Pair | 119 | 20 | - | Two DJ cartridges with styluses, spherical tip for back-cueing.
dj-mixers | dj-mixer | Mixwell DJM-A9 Four-Channel Mixer | 2099 | 2 | limited | Four-channel club mixer with colour effects, dual USB and 96 kHz conversion.
dj-mixers | dj-mixer | Mixwell DJM-S7 Battle Mixer | 1199 | 4 | - | Two-channel scratch mixer with magnetic crossfader and performance pads.
dj-mixers | dj-mixer | Xonic Rotary R2 | 1590 | 1 | new | Two-channel rotary mixer with valve-style warmth for house and disco sets.
dj-mixers | dj-mixer | Xonic 2-Channel Club Mixer | 349 | 9 | sale=399 | Robust two-channel mixer with three-band EQ and filters.
headphones | headphones | Pulse HD25 DJ Headphones | 139 | 35 | - | On-ear closed headphones with swivel cup and 120 dB SPL handling.
headphones | headphones | Pulse M50 Studio Headphones | 149 | 16 | sale=169 | Over-ear monitoring headphones with a flat response and detachable cables.
headphones | headphones | Pulse Pro X Wireless | 299 | 3 | new | Bluetooth DJ headphones with low-latency wired mode and 40-hour battery.
`;

/* Hire lines add daily weekly monthly rates and delivery installation fees (- when not offered) before the description. */
const HIRE = `
speakers | pa-speaker | Party PA Pair (2 x 12" Tops) | 898 | 10 | - | 65 195 480 | 35 60 | Two 12" powered tops on stands with cables: enough for 150 guests.
speakers | pa-speaker | Band PA Package | 2650 | 4 | heavy=120 | 220 660 1650 | 60 150 | Two 15" tops, two 18" subs, a 16-channel mixer, four monitors and cabling.
speakers | line-array | Line Array Package (8 Tops, 4 Subs) | 24500 | 1 | limited heavy=250 | 1450 4350 11000 | 150 650 | Flown line array for up to 2,000 people with rigging, amplification and an engineer-ready rack.
speakers | pa-speaker | Conference Speech PA | 640 | 8 | - | 55 165 410 | 35 60 | Two column speakers, two wireless mics and a compact mixer for talks and AGMs.
speakers | pa-speaker | Stage Monitor Wedge | 689 | 12 | - | 25 75 180 | 20 - | 12" coaxial floor wedge for bands and presenters.
subwoofers | subwoofer | Active 18" Subwoofer | 949 | 8 | heavy=95 | 45 135 330 | 30 - | Single 18" active sub to add weight to any PA.
subwoofers | subwoofer | Dual 18" Touring Subwoofer | 2890 | 4 | heavy=180 | 95 285 700 | 60 80 | Dual 18" horn-loaded sub for outdoor events.
mixers | mixer | 32-Channel Digital Console | 3495 | 3 | new | 150 450 1100 | 40 120 | 32-channel digital desk with stage box and iPad control.
mixers | mixer | 12-Channel Analogue Mixer | 349 | 10 | - | 25 75 180 | 20 - | Simple 12-channel mixer with effects for small gigs.
microphones | microphone | Wireless Handheld Microphone | 399 | 20 | - | 20 60 140 | 15 - | UHF wireless handheld with receiver and fresh batteries.
microphones | microphone | Wired Vocal Microphone Kit (6) | 570 | 10 | - | 30 90 210 | 15 - | Six dynamic vocal mics with stands and XLR cables.
microphones | microphone | Lavalier Wireless Kit | 449 | 8 | - | 25 75 180 | 15 - | Wireless lapel mic for presenters and theatre.
amplifiers | amplifier | Four-Channel Amplifier Rack | 1290 | 4 | - | 60 180 440 | 30 - | Rack-mounted four-channel amplifier with processor and Speakon looms.
in-ear-monitoring | in-ear-monitor | Wireless In-Ear Monitor Set | 549 | 8 | - | 35 105 260 | 15 - | Transmitter, bodypack and earphones with hygienic foam tips.
moving-heads | moving-head | Moving Head Spot Pair | 1198 | 10 | - | 70 210 520 | 35 90 | Two 150 W LED spots with clamps, safeties and DMX cables.
moving-heads | moving-head | Beam Moving Head Quad | 5960 | 3 | heavy=110 | 240 720 1750 | 60 180 | Four 230 W beams in a flight case for high-impact shows.
moving-heads | moving-head | LED Wash Moving Head Pair | 1798 | 6 | - | 80 240 590 | 35 90 | Two zoom washes for stage and dance-floor colour.
led-lighting | led-par | LED Par Can Uplighter Set (8) | 1032 | 10 | - | 85 255 620 | 35 75 | Eight battery uplighters with wireless DMX, ideal for weddings.
led-lighting | led-bar | Pixel Bar Pair | 578 | 8 | - | 35 105 260 | 20 - | Two metre-long RGBW pixel battens for stage fronts and DJ booths.
led-lighting | led-par | Outdoor Par Floodlight (IP65) | 349 | 12 | - | 25 75 180 | 20 40 | Weather-proof LED flood for marquees and building washes.
effects-haze | haze-machine | Haze Machine | 449 | 10 | - | 40 120 300 | 20 - | Water-based hazer with fluid for one evening.
effects-haze | haze-machine | Low Fog Machine | 899 | 4 | new | 95 285 - | 30 50 | Low-lying fog for first dances, fluid included.
effects-haze | haze-machine | Fog Machine with Remote | 229 | 15 | - | 25 75 180 | 15 - | 1,500 W fog machine, fluid and remote.
lighting-control | dmx-controller | Lighting Console (2 Universes) | 1399 | 4 | - | 75 225 550 | 30 - | Touchscreen lighting desk with fixture library and preprogrammed shows.
lighting-control | dmx-controller | Wireless DMX Kit | 358 | 8 | - | 20 60 140 | 15 - | Transmitter and receiver pair to cut cable runs across a room.
truss-staging | truss | Goalpost Truss (6 m) | 899 | 6 | heavy=110 | 60 180 440 | 45 120 | Goalpost with base plates, for hanging lights above a stage.
truss-staging | truss | Crank Stand Pair | 658 | 8 | heavy=90 | 45 135 330 | 35 60 | Two 5 m wind-up stands with a 3 m truss bar.
truss-staging | staging | Stage Platform 4 x 2 m | 1590 | 5 | heavy=150 | 120 360 880 | 60 150 | Four decks, legs, skirting and steps, built on site.
truss-staging | staging | Dance Floor (4 x 4 m, Black) | 2400 | 2 | limited heavy=180 | 180 540 - | 60 200 | Interlocking gloss dance floor panels with edging, laid by our crew.
dj-controllers | dj-controller | Four-Deck DJ Controller | 1299 | 5 | - | 50 150 370 | 20 - | Pro controller with laptop stand and USB cables.
dj-players | dj-player | Club DJ Booth (2 Players + Mixer) | 5900 | 3 | heavy=95 | 180 540 1320 | 40 75 | Two club media players and a four-channel mixer, cased and cabled.
turntables | turntable | Turntable Pair with Mixer | 1690 | 3 | - | 90 270 660 | 40 60 | Two direct-drive turntables, cartridges and a battle mixer.
dj-mixers | dj-mixer | Four-Channel Club Mixer | 2099 | 4 | - | 70 210 510 | 20 - | Club-standard four-channel mixer.
headphones | headphones | DJ Headphones | 139 | 15 | - | 10 30 70 | 10 - | Closed on-ear DJ headphones, cleaned and tested.
`;

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Stable pseudo-random numbers from the name, so ratings stay the same between seeds. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const amount = (text: string): number | null => (text === '-' ? null : Number(text));

function product([categorySlug, image, name, price, stock, flags, description]: string[]): SeedProduct {
  const flag = (key: string) => flags.split(' ').find((f) => f === key || f.startsWith(`${key}=`));
  const valueOf = (key: string) => (flag(key)?.includes('=') ? Number(flag(key)!.split('=')[1]) : null);
  const h = hash(name);
  return {
    name,
    slug: slugify(name),
    description,
    price: Number(price),
    compareAtPrice: valueOf('sale'),
    imageUrl: `/images/products/${image}.svg`,
    categorySlug,
    stock: Number(stock),
    rating: Math.round((3.8 + (h % 13) / 10) * 10) / 10,
    reviewCount: h % 140,
    isNew: Boolean(flag('new')),
    isOnSale: Boolean(flag('sale')),
    isLimited: Boolean(flag('limited')),
    isLargeHeavy: Boolean(flag('heavy')),
    customShippingCost: valueOf('heavy'),
  };
}

const rows = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) => line.split(' | ').map((cell) => cell.trim()));

export const saleProducts: SeedProduct[] = rows(SALE).map(product);

export const hireProducts: SeedHireProduct[] = rows(HIRE).map(
  ([category, image, name, price, stock, flags, rates, fees, description]) => {
    const base = product([category, image, name, price, stock, flags, description]);
    const [daily, weekly, monthly] = rates.split(' ').map(amount);
    const [delivery, installation] = fees.split(' ').map(amount);
    return {
      ...base,
      slug: `${base.slug}-hire`,
      hirePriceDaily: daily,
      hirePriceWeekly: weekly,
      hirePriceMonthly: monthly,
      deliveryAvailable: delivery !== null,
      installationAvailable: installation !== null,
      deliveryPrice: delivery,
      installationPrice: installation,
    };
  },
);
